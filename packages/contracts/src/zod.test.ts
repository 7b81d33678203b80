describe('the schemas under a Content-Security-Policy without unsafe-eval', () => {
  it('build and check records and the registry without ever compiling code', async () => {
    // Watching from before the schemas exist: zod decides whether to compile when it builds them.
    const compile = jest.spyOn(globalThis, 'Function');
    const { parseCollection } = await import('./content/collections');
    const { parseRegistry } = await import('./registry/registry-schema');
    const { items } = parseCollection('faqs', {
      f: { question: 'When is FFCS?', answer: 'Soon.' },
    });
    expect(items).toEqual([{ id: 'f', question: 'When is FFCS?', answer: 'Soon.' }]);
    expect(parseRegistry({ remotes: [] })).toEqual({ remotes: [] });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
