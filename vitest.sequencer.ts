// Files run longest first so that no long file starts last and leaves a core idle at the end. Vitest knows a file's
// length only from an earlier run, which a clean clone has not had; the conformance suite (every area's rules on one
// host) is by far the longest file of each host and small on disk, so it goes first by name.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST = /[/\\]conformance\.test\.ts$/;

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter((file) => LONGEST.test(file.moduleId)),
      ...sorted.filter((file) => !LONGEST.test(file.moduleId)),
    ];
  }
}
