// The pre-rendered public screens load the app once their HTML has painted (prerender-html.mjs):
// module scripts that arrive with the HTML run before the first paint, so a slow phone would
// show the page only after evaluating ~100 KB of JavaScript. A hidden tab has no paint to wait for,
// and a browser without paint timing loads at once.
(() => {
  const { entry, preload } = document.currentScript.dataset;
  const dependencies = preload.split(' ').filter(Boolean);
  const load = () => {
    for (const href of dependencies) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    // One module per task, its dependencies first: evaluating the whole graph at once is one long task.
    const modules = [...dependencies, entry];
    modules.reduce((previous, href) => previous.then(() => import(href)).then(() => new Promise((next) => setTimeout(next))), Promise.resolve());
  };
  const paints = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (document.visibilityState === 'hidden' || !paints) load();
  else {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  }
})();
