// Asks for a signed-in learner's first data from the HTML, while the app's scripts download: the
// current user, and on the library, discover and a book page the dashboard. Without it these calls
// wait for the entry script (131 KB) to arrive and run. The app's API client takes each answer once
// (lib/early-responses.ts), for the same token; anything else it asks for itself (decision 022).
// A plain script, not a module of the build: it must run before the build's scripts have loaded.
(function () {
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
  if (/^\/(dashboard\/(library|discover)|books\/[^/]+(\/[a-z]+)?)\/?$/.test(location.pathname)) {
    calls.push('/api/dashboard/dynamic');
  }
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
