// The one rule every string input obeys: no NUL and well-formed Unicode. PostgreSQL rejects both (NUL
// in text, lone surrogates in jsonb), so they are refused up front as a 400 instead of failing deep down.

interface MaybeWellFormed {
  isWellFormed?: (this: string) => boolean;
}

// Native where the runtime has it (Node 20, current browsers); older browsers get the same answer
// from a scan of the UTF-16 code units.
const nativeIsWellFormed = (String.prototype as MaybeWellFormed).isWellFormed;

function hasLoneSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i += 1;
  }
  return false;
}

/** False when `value` holds a NUL (U+0000) or a lone surrogate. */
export function isAcceptableText(value: string): boolean {
  if (value.includes('\u0000')) return false;
  return nativeIsWellFormed ? nativeIsWellFormed.call(value) : !hasLoneSurrogate(value);
}

/**
 * Plain objects and null-prototype dictionaries, including those made by a constructor whose
 * prototype is `Object.create(null)` (how Fastify's router and query parser build params and query).
 * Buffers, dates and other class instances are not walked.
 */
function isDictionary(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as object | null;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The dotted path (e.g. `address.city`, `instruments.0`) of the first unacceptable string in
 * `value`, walking arrays and dictionaries depth first, with `path` as the prefix. An unacceptable
 * object key counts against the object holding it (its own text is never echoed back). Returns
 * undefined when every string is acceptable, and `path` itself ('' by default) when `value` is an
 * unacceptable string or has an unacceptable key at its top. Iterative, so deep nesting cannot
 * overflow the stack; objects met twice are walked once.
 */
export function findUnacceptableText(value: unknown, path = ''): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current.value === 'string') {
      if (!isAcceptableText(current.value)) return current.path;
      continue;
    }
    if (typeof current.value !== 'object' || current.value === null) continue;
    if (seen.has(current.value)) continue;
    seen.add(current.value);
    const children: { value: unknown; path: string }[] = [];
    if (Array.isArray(current.value)) {
      current.value.forEach((item: unknown, index) =>
        children.push({ value: item, path: join(current.path, index) }),
      );
    } else if (isDictionary(current.value)) {
      for (const [key, item] of Object.entries(current.value)) {
        // A bad key is a bad string at the object's own path, found in its turn.
        if (!isAcceptableText(key)) children.push({ value: key, path: current.path });
        children.push({ value: item, path: join(current.path, key) });
      }
    }
    // Reversed so the first child is walked first: the path reported is the first in reading order.
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
  }
  return undefined;
}
