// autocannon ships no types; the harness (bench.tsx) uses its options and result as its README gives them.
declare module "autocannon";
