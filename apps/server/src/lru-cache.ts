/**
 * A map of at most `capacity` entries that lets the least recently used one go when full (a Map
 * keeps insertion order: a read moves its entry to the end). The server's in-memory caches are
 * built on it: rule analyses by submission, encoded gradebooks by assignment, session users by token.
 */
export class LruCache<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value!);
  }

  delete(key: K): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
  }

  /** Every entry, least recently used first (a snapshot: deleting while iterating is safe). */
  entries(): [K, V][] {
    return [...this.map];
  }

  get size(): number {
    return this.map.size;
  }
}
