// Uploads one file the spec's way (section 7): asks the API for a presigned POST (s3Policy), then
// POSTs the form straight to the store with XMLHttpRequest, which reports upload progress.
import {
  s3PolicyResponseSchema,
  uploadContentType,
  uploadErrorMessage,
  type S3Policy,
  type UploadTargetDir,
} from '@bandbook/domain';
import { apiRequest } from '../../../lib/api-client';
import { getErrorMessage } from '../../../lib/api-error';

const NETWORK_ERROR = 'The file could not be sent. Please check your connection and try again.';
const XML_ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&amp;': '&',
};

/** The store's own words: the JSON `message` of the local driver, or the <Message> of S3's XML. */
export function readUploadError(status: number, body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    }
  } catch {
    // Not JSON: S3 answers XML.
  }
  const message = /<Message>([\s\S]*?)<\/Message>/.exec(body)?.[1];
  if (message) return message.replace(/&(lt|gt|quot|apos|amp);/g, (m) => XML_ENTITIES[m] ?? m);
  return `The upload failed (${status}).`;
}

function requestPolicy(file: File, targetDir: UploadTargetDir): Promise<S3Policy> {
  const query = new URLSearchParams({
    targetDir,
    mimeType: uploadContentType(file, targetDir),
    // The end of a long name keeps its extension.
    fileName: file.name.slice(-200),
  });
  return apiRequest(`/api/amazon/aws/s3Policy?${query.toString()}`, {
    schema: s3PolicyResponseSchema,
  });
}

/** The policy's fields in their order, then the file, as a bucket expects them. */
function postForm(policy: S3Policy, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  for (const { name, value } of policy.fields) form.append(name, value);
  form.append('file', file);
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', policy.url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(
          new Error(uploadErrorMessage(readUploadError(request.status, request.responseText))),
        );
      }
    });
    request.addEventListener('error', () => reject(new Error(uploadErrorMessage(NETWORK_ERROR))));
    request.send(form);
  });
}

/** Resolves with the stored file's key; rejects with the spec's alert text. */
export async function uploadFile(
  file: File,
  targetDir: UploadTargetDir,
  onProgress: (percent: number) => void,
): Promise<string> {
  let policy: S3Policy;
  try {
    policy = await requestPolicy(file, targetDir);
  } catch (error) {
    throw new Error(uploadErrorMessage(getErrorMessage(error)));
  }
  await postForm(policy, file, onProgress);
  return policy.key;
}
