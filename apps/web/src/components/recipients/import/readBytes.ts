/**
 * A file's bytes. `Blob.arrayBuffer()` where there is one (browsers, workers); FileReader
 * otherwise (jsdom's Blob lacks it, and the component tests run there).
 */
export function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function')
    return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}
