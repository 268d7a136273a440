// The query compiler's JavaScript side, which Prisma's generated client loads (utils/prisma-plans.server wraps its compile).
declare module "@prisma/client/runtime/query_compiler_bg.postgresql.mjs" {
  export class QueryCompiler {
    compile(request: string): unknown;
  }
}
