/**
 * In a page, before its scripts (page.addInitScript(recordFirestoreAnswers)): keeps the text of
 * every Firestore answer, from XMLHttpRequest (the WebChannel listen channel) and fetch, and
 * defines window.__firestore(): the documents returned so far (every `documentChange`: getDoc,
 * getDocs and listeners all read through the listen channel), the aggregation results of
 * runAggregationQuery, the bytes, and the documents and their bytes per collection (a subcollection as `users/{id}/notes`). What the
 * Cloud Functions read for the page is not seen. Self-contained: Playwright sends its source.
 */
export function recordFirestoreAnswers() {
  const answers = [];
  const isFirestore = (url) =>
    /google\.firestore\.v1\.Firestore\/|\/v1\/projects\/[^/]+\/databases\//.test(String(url));
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (isFirestore(url)) answers.push({ xhr: this });
    return open.call(this, method, url, ...rest);
  };
  const fetchOf = window.fetch;
  window.fetch = async function (input, init) {
    const response = await fetchOf.call(this, input, init);
    const url = typeof input === 'string' ? input : (input?.url ?? String(input));
    if (isFirestore(url) && response.body) {
      const answer = { text: '' };
      answers.push(answer);
      const reader = response.clone().body.getReader();
      const decoder = new TextDecoder();
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          answer.text += decoder.decode(value, { stream: true });
        }
      })().catch(() => {});
    }
    return response;
  };
  const textOf = (answer) => {
    if (!answer.xhr) return answer.text;
    try {
      return answer.xhr.readyState >= 3 ? String(answer.xhr.responseText ?? '') : '';
    } catch {
      return ''; // a binary responseType
    }
  };
  const DOC =
    /"documentChange"\s*:\s*\{\s*"document"\s*:\s*\{\s*"name"\s*:\s*"projects\/[^/]+\/databases\/[^/]+\/documents\/([^"]+)"/g;
  window.__firestore = () => {
    let docs = 0;
    let aggregations = 0;
    let bytes = 0;
    const byCollection = {};
    const bytesByCollection = {};
    for (const answer of answers) {
      const text = textOf(answer);
      bytes += text.length;
      docs += (text.match(/"documentChange"\s*:/g) ?? []).length;
      aggregations += (text.match(/"aggregateFields"\s*:/g) ?? []).length;
      const found = [...text.matchAll(DOC)];
      found.forEach((match, at) => {
        // users/abc/notes/x -> users/*/notes
        const collection = match[1]
          .split('/')
          .slice(0, -1)
          .map((part, i) => (i % 2 ? '*' : part))
          .join('/');
        byCollection[collection] = (byCollection[collection] ?? 0) + 1;
        // A document's bytes: its answer's text up to the next document (or the answer's end).
        const end = at + 1 < found.length ? found[at + 1].index : text.length;
        bytesByCollection[collection] = (bytesByCollection[collection] ?? 0) + end - match.index;
      });
    }
    return { docs, aggregations, bytes, byCollection, bytesByCollection };
  };
}
