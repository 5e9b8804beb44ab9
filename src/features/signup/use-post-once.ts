import { useEffect, useRef, useState } from 'react';

export type PostState = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; error: unknown };

/**
 * Posts once when the page opens (the links these pages come from are single-use: a second post would fail).
 * `post` null: nothing to post (the link is incomplete), the state stays 'failed' with no error.
 */
export function usePostOnce(post: (() => Promise<void>) | null): [PostState, () => void] {
  const [state, setState] = useState<PostState>(post ? { kind: 'pending' } : { kind: 'failed', error: null });
  const started = useRef(false);
  const postRef = useRef(post);

  function run(): void {
    const current = postRef.current;
    if (!current) return;
    setState({ kind: 'pending' });
    current().then(
      () => setState({ kind: 'done' }),
      (error: unknown) => setState({ kind: 'failed', error }),
    );
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, []);

  return [state, run];
}
