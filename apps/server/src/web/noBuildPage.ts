// What a visitor (in practice: the operator) sees when the server runs without a build of
// the web app — a page that says how to fix it, instead of a bare 404.
export function noBuildPage(webDist: string): string {
  const escaped = webDist.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<title>Federkiel – Web-App nicht gebaut</title>
</head>
<body>
<h1>Die Web-App ist noch nicht gebaut</h1>
<p>The server is running, but there is no build of the web app in <code>${escaped}</code>.</p>
<p>Run <code>npm run build</code> in the project folder (or start everything with <code>npm start</code>, which builds what is missing), then reload this page.</p>
</body>
</html>
`;
}
