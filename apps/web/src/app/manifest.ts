import type { MetadataRoute } from "next";

/** /manifest.webmanifest: the installable app's name, colours and icons. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Encaja",
    short_name: "Encaja",
    description: "Encaja: trabajo remoto para desarrolladores · remote jobs for developers",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#1d4ed8",
    icons: [
      { src: "/icon.svg", type: "image/svg+xml", sizes: "any" },
      { src: "/icon-192.png", type: "image/png", sizes: "192x192" },
      { src: "/icon-512.png", type: "image/png", sizes: "512x512" },
    ],
  };
}
