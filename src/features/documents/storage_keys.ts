// Blob keys are built from ids only, so nothing a user sends can steer where a file is written.
export function originalKey(userId: string, documentId: string): string {
  return `documents/${userId}/${documentId}/original`;
}

export function outputKey(userId: string, documentId: string): string {
  return `documents/${userId}/${documentId}/output.md`;
}
