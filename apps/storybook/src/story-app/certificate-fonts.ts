// The fonts certificate PDFs embed, as the server has them (the Noto packages), fetched from the Storybook's own
// assets when a certificate first needs a face: the browser host makes the same PDFs as the server. Kept once
// fetched, as the server keeps what it read (a CJK font is 5-10 MB).
import type { CertificateFonts } from '@lms/domain';
import notoSansArabicUrl from '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?url';
import notoSansDevanagariUrl from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url';
import notoSansJpUrl from '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf?url';
import notoSansKrUrl from '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf?url';
import notoSansScUrl from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import notoSansUrl from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';

function fetched(url: string): () => Promise<Uint8Array> {
  let bytes: Promise<Uint8Array> | null = null;
  return () => {
    bytes ??= fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`The font ${url} answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    // A failed fetch is tried again next time.
    bytes.catch(() => {
      bytes = null;
    });
    return bytes;
  };
}

export const storyCertificateFonts: CertificateFonts = {
  latin: fetched(notoSansUrl),
  arabic: fetched(notoSansArabicUrl),
  devanagari: fetched(notoSansDevanagariUrl),
  chinese: fetched(notoSansScUrl),
  japanese: fetched(notoSansJpUrl),
  korean: fetched(notoSansKrUrl),
};
