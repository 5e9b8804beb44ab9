import { useEffect, useRef, useState } from 'react';

export type PostState = { kind: 'pending' } | { kind: 'done' } | { kind: 'failed'; error: unknown };

/**
 * Posts once when the page opens (the links these pages come from are single-use: a second post would fail).
 * `post` null: nothing to post (the link is incomplete), the state turns 'failed' with no error. The first render is
 * always 'pending', as the build pre-renders it (the page has no query there): hydration must find the same markup.
 */
export function usePostOnce(post: (() => Promise<void>) | null): [PostState, () => void] {
  const [state, setState] = useState<PostState>({ kind: 'pending' });
  const started = useRef(false);
  const postRef = useRef(post);

  function run(): void {
    const current = postRef.current;
    if (!current) {
      setState({ kind: 'failed', error: null });
      return;
    }
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
