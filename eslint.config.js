import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Each icon from its own module: importing one from the package's index makes the build read all of
// lucide's ~1,900 icons (2,400 modules instead of 370, 40 % of a build's time).
const lucide = {
  name: "lucide-react",
  message: 'Import each icon from its own module: import House from "lucide-react/icons/house".',
  allowTypeImports: true,
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "reports/",
      "playwright-report/",
      "test-results/",
      "coverage/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [lucide] }],
    },
  },
  {
    // A page speaks its visitor's language: the owner's words are for the owner (mail, npm run leads).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            lucide,
            {
              name: "#shared/copy/owner.ts",
              message: "A page's words are its language's, not the owner's: take them from the page's copy.",
            },
          ],
          // However the module is named ("~/content/site", "./content/site", "../content/site.ts").
          patterns: [
            {
              group: ["**/content/site", "**/content/site.ts"],
              importNames: [
                "firstSite",
                "company",
                "navigation",
                "chrome",
                "home",
                "about",
                "servicesPage",
                "servicePage",
                "questionsPage",
                "portfolioPage",
                "projectPage",
                "services",
                "projects",
                "questions",
                "testimonials",
                "contact",
                "privacy",
                "legalNoticePage",
                "contactForm",
                "notFound",
                "portfolioKinds",
                "localPath",
                "otherLanguages",
              ],
              message:
                "These are the first language's: a page reads its own language's with useSite() (~/content/site-context), a route's meta with siteAt(location.pathname).",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures: `use` is the fixture's callback, not a React hook, and `{}` is how a
    // fixture says it needs no other fixture (Playwright reads the parameter list).
    files: ["tests/**/*.ts", "playwright.config.ts"],
    rules: {
      "react-hooks/rules-of-hooks": "off",
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
);
