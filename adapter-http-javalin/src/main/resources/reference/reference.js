// Renders /openapi.yaml, the document this server answers to. "Try it out" sends requests to this
// same server (the document's server is the relative "/") with the key given under "Authorize".
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.yaml',
    dom_id: '#swagger-ui',
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    deepLinking: true,
    filter: true,
    displayOperationId: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 1
  });
});
