export const FUNCTIONS_NODE_MAJOR: number;
export function bundleFunctions(options: { entry: string; outDir: string }): Promise<void>;
