/**
 * A trie over word ids, frozen into typed arrays. Patterns are token sequences (a company alias, a multi-word
 * expression); matching walks from a start token while the next word continues a pattern and keeps the last
 * terminal seen, which yields leftmost-longest matches in one left-to-right pass. Edges out of the root live in
 * a direct array indexed by word id (the common case: most tokens fail at depth one), deeper edges in an
 * open-addressing table keyed by (node, word). A slot of that table is three adjacent integers (node, word,
 * target), so a probe touches one cache line rather than one in each of three arrays.
 */
export class TokenTrie {
  /** value stored at each node (pattern payload), -1 when the node ends no pattern */
  readonly terminal: Int32Array;
  readonly nodeCount: number;
  readonly maxDepth: number;
  /** child of the root along each word id (0: none); read directly in the hot loops, the common case */
  readonly rootNext: Int32Array;
  /** 1 when the node has children: a walk stops at a leaf without probing the edge table */
  readonly hasChildren: Uint8Array;
  /** slot k: edges[3k] = node (-1 when empty), edges[3k + 1] = word, edges[3k + 2] = target */
  private readonly edges: Int32Array;
  private readonly mask: number;

  constructor(patterns: readonly (readonly number[])[], values: readonly number[], vocabularySize: number) {
    const children = new Map<number, Map<number, number>>();
    const terminal: number[] = [-1];
    let nodeCount = 1;
    let maxDepth = 0;
    for (let p = 0; p < patterns.length; p++) {
      const pattern = patterns[p] as readonly number[];
      if (pattern.length === 0) continue;
      maxDepth = Math.max(maxDepth, pattern.length);
      let node = 0;
      for (const word of pattern) {
        let edges = children.get(node);
        if (!edges) {
          edges = new Map();
          children.set(node, edges);
        }
        let next = edges.get(word);
        if (next === undefined) {
          next = nodeCount++;
          edges.set(word, next);
          terminal.push(-1);
        }
        node = next;
      }
      terminal[node] = values[p] ?? -1;
    }
    this.nodeCount = nodeCount;
    this.maxDepth = maxDepth;
    this.terminal = Int32Array.from(terminal);
    this.hasChildren = new Uint8Array(nodeCount);
    for (const [node, edges] of children) if (edges.size > 0) this.hasChildren[node] = 1;
    this.rootNext = new Int32Array(Math.max(vocabularySize, 1));
    let deepEdges = 0;
    for (const [node, edges] of children) if (node !== 0) deepEdges += edges.size;
    let size = 16;
    while (size < deepEdges * 2) size *= 2;
    this.mask = size - 1;
    this.edges = new Int32Array(size * 3);
    for (let slot = 0; slot < size; slot++) this.edges[slot * 3] = -1;
    for (const [node, edges] of children) {
      for (const [word, target] of edges) {
        if (node === 0) {
          this.rootNext[word] = target;
          continue;
        }
        let slot = edgeSlot(node, word) & this.mask;
        while (this.edges[slot * 3] !== -1) slot = (slot + 1) & this.mask;
        this.edges[slot * 3] = node;
        this.edges[slot * 3 + 1] = word;
        this.edges[slot * 3 + 2] = target;
      }
    }
  }

  /** Child of `node` along `word`, or 0 when there is none (0 is the root, never a child). */
  next(node: number, word: number): number {
    if (word < 0) return 0;
    if (node === 0) return this.rootNext[word] ?? 0;
    const edges = this.edges;
    let slot = edgeSlot(node, word) & this.mask;
    for (;;) {
      const at = slot * 3;
      const n = edges[at] as number;
      if (n === -1) return 0;
      if (n === node && edges[at + 1] === word) return edges[at + 2] as number;
      slot = (slot + 1) & this.mask;
    }
  }
}

function edgeSlot(node: number, word: number): number {
  const x = Math.imul(node, 0x9e3779b1) ^ Math.imul(word, 0x85ebca6b);
  return x ^ (x >>> 15);
}
