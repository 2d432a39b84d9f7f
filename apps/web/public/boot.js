// Asks for a signed-in learner's first data from the HTML, while the app's scripts download: the
// current user, on the library, discover and a book page the dashboard, and on a book page the book.
// Without it these calls wait for the entry script to arrive and run. The app's API client takes
// each answer once (lib/early-responses.ts), for the same token; anything else it asks for itself
// (decision 022).
// A plain script, not a module of the build: it must run before the build's scripts have loaded.
(function () {
  var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  var BOOK_PAGE = /^\/books\/[^/]+(\/[a-z]+)?\/?$/;
  // On a book page, its package: the URL's ?id=, or the one the server named in the HTML (a meta
  // tag, when one live title has the URL's slug); the page asks for the same (start-early.ts).
  function bookId() {
    if (!BOOK_PAGE.test(location.pathname)) return null;
    var id = new URLSearchParams(location.search).get('id');
    if (!id) {
      var meta = document.querySelector('meta[name="bandbook-book"]');
      id = meta && meta.getAttribute('content');
    }
    return id && UUID.test(id) ? id : null;
  }
  // The app started first (its scripts were cached): it asks for its data itself.
  if (window.__bandbookEarly !== undefined) return;
  var token = null;
  try {
    token = sessionStorage.getItem('bandbook.token');
  } catch {
    return;
  }
  if (!token) return;
  var calls = ['/api/users/me'];
  if (
    /^\/dashboard\/(library|discover)\/?$/.test(location.pathname) ||
    BOOK_PAGE.test(location.pathname)
  ) {
    calls.push('/api/dashboard/dynamic');
  }
  var book = bookId();
  if (book) calls.push('/api/content-packages/' + book);
  var responses = {};
  calls.forEach(function (path) {
    responses[path] = fetch(path, {
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer ' + token,
        'Cache-Control': 'no-cache',
        Pragma: 'no-cache',
      },
    });
    // A failure is the app's to see when it takes the answer (or asks again).
    responses[path].catch(function () {});
  });
  window.__bandbookEarly = { token: token, responses: responses };
})();
