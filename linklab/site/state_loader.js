document.addEventListener("DOMContentLoaded", async function () {
  const packed = atob(document.getElementById("linklab-packed-state").textContent.trim());
  const bytes = Uint8Array.from(packed, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  const target = document.querySelector('script[type="STATE"]');
  target.textContent = await new Response(stream).text();
  const manager = document.createElement("script");
  manager.src = "RENDERER";
  document.body.appendChild(manager);
});
