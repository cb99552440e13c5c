// The conversion to traditional Chinese, loaded on first use: its dictionaries (about 1 MB) are a
// chunk of their own that no page fetches until the user asks for a conversion.
type Convert = (text: string) => string;

let loading: Promise<Convert> | null = null;

export function loadTraditionalConverter(): Promise<Convert> {
  loading ??= import('./traditionalConverter')
    .then((m) => m.toTraditional)
    .catch((error: unknown) => {
      // a failed chunk load may succeed later (back online): do not keep the rejection
      loading = null;
      throw error;
    });
  return loading;
}

export async function convertToTraditional(text: string): Promise<string> {
  return (await loadTraditionalConverter())(text);
}
