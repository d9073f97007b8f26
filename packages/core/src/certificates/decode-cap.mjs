const bufferConstructors = [
  "ArrayBuffer",
  "Int8Array",
  "Uint8Array",
  "Uint8ClampedArray",
  "Int16Array",
  "Uint16Array",
  "Int32Array",
  "Uint32Array",
  "Float32Array",
  "Float64Array",
];

/**
 * Caps what this thread can decode, for a library with no limit of its own (pdfjs, which inflates a
 * stream into one buffer however large it gets). Replaces the thread's global binary-buffer
 * constructors with ones that refuse any size over `maxBytes` (a RangeError, as a failed allocation
 * throws), and DecompressionStream (which pdfjs uses for FlateDecode) with one whose output errors
 * past `maxBytes`. `exceeded()` tells whether either refused since `reset()`. Only for a thread
 * that runs nothing else: `instanceof` and static methods still work (each constructor is a Proxy
 * of the original), but every allocation in the thread is checked. `onExceeded` is called at once,
 * as the library may catch the error and carry on the slow way.
 */
export function capDecoding(maxBytes, onExceeded) {
  let exceeded = false;
  const refuse = (what, bytes) => {
    exceeded = true;
    onExceeded();
    return new RangeError(`${what} of ${bytes} bytes refused: at most ${maxBytes}`);
  };

  for (const name of bufferConstructors) {
    const Original = globalThis[name];
    const bytesPerElement = Original.BYTES_PER_ELEMENT ?? 1;
    globalThis[name] = new Proxy(Original, {
      construct(target, args, newTarget) {
        if (typeof args[0] === "number" && args[0] * bytesPerElement > maxBytes)
          throw refuse(name, args[0] * bytesPerElement);
        return Reflect.construct(target, args, newTarget);
      },
    });
  }

  const NativeDecompressionStream = globalThis.DecompressionStream;
  if (NativeDecompressionStream) {
    globalThis.DecompressionStream = class CappedDecompressionStream {
      constructor(format) {
        const inner = new NativeDecompressionStream(format);
        let total = 0;
        this.writable = inner.writable;
        this.readable = inner.readable.pipeThrough(
          new TransformStream({
            transform(chunk, controller) {
              total += chunk.byteLength;
              if (total > maxBytes) controller.error(refuse("a decompressed stream", total));
              else controller.enqueue(chunk);
            },
          }),
        );
      }
    };
  }

  return {
    reset: () => {
      exceeded = false;
    },
    exceeded: () => exceeded,
  };
}
