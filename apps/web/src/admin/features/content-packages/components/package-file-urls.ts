// The package's file URLs (`fileUrls` of the answer, signed where a file is not public), handed to
// every upload field of the edit screen's tabs so each previews its stored file.
import { createContext, useContext } from 'react';

export const PackageFileUrls = createContext<Readonly<Record<string, string>>>({});

/** The URL of a stored key, or null (a new upload, or no package yet). */
export function usePackageFileUrl(key: string | null): string | null {
  const urls = useContext(PackageFileUrls);
  return key ? (urls[key] ?? null) : null;
}
