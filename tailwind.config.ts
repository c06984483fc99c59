import type { Config } from "tailwindcss";

// Colours are theme tokens: components use primary/accent/stock names, never literals.
export default {
  content: ["./app/**/*.{ts,tsx,js}"],
  theme: {
    extend: {
      colors: {
        primary: { 50: "#eef4ff", 100: "#dbe7fe", 600: "#1d4ed8", 700: "#1e40af", 800: "#1e3a8a", 900: "#172554" },
        accent: { 500: "#ea580c", 600: "#c2410c", 700: "#9a3412" },
        ok: { 50: "#f0fdf4", 700: "#15803d" },
        warn: { 50: "#fffbeb", 700: "#b45309" },
        danger: { 50: "#fef2f2", 700: "#b91c1c" },
      },
      fontFamily: {
        part: ["ui-monospace", "SFMono-Regular", "Menlo", "Consolas", "monospace"],
      },
    },
  },
  plugins: [],
} satisfies Config;
