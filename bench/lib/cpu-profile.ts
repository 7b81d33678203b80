/** V8's sampled CPU profile as CDP's Profiler.stop returns it, and the walk over its samples. */

export type CallFrame = {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
};

type ProfileNode = { id: number; children?: number[]; callFrame: CallFrame };

export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/**
 * Calls `visit` once per sample with the call frames it was taken in, innermost first (the
 * sampled function, then its callers), and the time it stands for in µs (the gap to the next
 * sample).
 */
export function forEachSample(
  profile: CpuProfile,
  visit: (stack: readonly [CallFrame, ...CallFrame[]], us: number) => void,
): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  profile.samples.forEach((id, i) => {
    const stack: [CallFrame, ...CallFrame[]] = [byId.get(id)!.callFrame];
    for (let node = parentOf.get(id); node !== undefined; node = parentOf.get(node)) {
      stack.push(byId.get(node)!.callFrame);
    }
    visit(stack, profile.timeDeltas[i + 1] ?? 0);
  });
}
