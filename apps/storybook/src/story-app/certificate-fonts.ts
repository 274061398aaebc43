// The fonts certificate PDFs embed, as the server has them (the Noto packages), fetched from the Storybook's own
// assets: the browser host makes the same PDFs as the server.
import type { CertificateFonts } from '@lms/domain';
import notoSansArabicUrl from '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?url';
import notoSansUrl from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';

function fetched(url: string): () => Promise<Uint8Array> {
  return async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The font ${url} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
}

export const storyCertificateFonts: CertificateFonts = {
  latin: fetched(notoSansUrl),
  arabic: fetched(notoSansArabicUrl),
};
