# Parish administration: one image for both Fly process groups (web and worker) and for the
# release command that applies the migrations. See docs/deployment.md.
#
# Written from the Docker, Node image and Fly.io documentation: Docker cannot run on the machine
# where it was written, so `docker build` itself has not been run. Each stage's commands were run
# by hand in a clean copy of the repository there (Node 20, npm 11) and the result started as a
# non-root user against PostgreSQL. Build for linux/amd64 (Fly's builders do).

# Node 24 LTS. Every pinned package allows it (pg-boss 10.4.2: node >=20; prisma and
# @prisma/client 6.19.3: >=18.18; @remix-run/* 2.17.5: >=18; vite 6: ^18 || ^20 || >=22).
# Try another line with --build-arg NODE_IMAGE=... once the test suite passes on it.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# ---------------------------------------------------------------------------------------------
# All dependencies (dev included) for the build. Only the lockfile decides this layer, so it is
# reused until package.json or package-lock.json changes.
# --ignore-scripts: no dependency install script is needed (the lockfile's only ones are
# @prisma/engines, which would download native engines the app never uses, prisma, @prisma/client
# and @sentry/cli). It also skips this package's own postinstall, so its first two steps run here:
# the patches of patches/ (patch-package; the client's entry imports what the @remix-run/react patch
# exports) and the rewrite of Prisma's query templates (prisma/scripts/faster-query-templates.mjs).
# Its last step, `prisma generate`, is the first of `npm run build`, after the sources are copied.
FROM base AS deps
COPY package.json package-lock.json ./
COPY patches ./patches
COPY prisma/scripts/faster-query-templates.mjs ./prisma/scripts/
RUN npm ci --ignore-scripts && npx patch-package && node prisma/scripts/faster-query-templates.mjs

# ---------------------------------------------------------------------------------------------
# build/client and build/server (Remix), build/node/{web,worker,seed}.js (Node entry points).
# Prisma's client code is generated into app/generated and bundled into these files.
# NODE_ENV stays unset here: with NODE_ENV=production npm would leave out the dev dependencies.
FROM deps AS build
COPY . .
RUN npm run build

# ---------------------------------------------------------------------------------------------
# Production dependencies only, patched as above: the dependencies stage with the development ones
# removed (not a new install, which would leave them unpatched). The Prisma CLI (`prisma`) is a
# regular dependency, so the release command `prisma migrate deploy` works from this image.
FROM deps AS prod-deps
RUN npm prune --omit=dev --ignore-scripts

# ---------------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# NODE_ENV=production is required: in any other mode build/node/web.js imports `vite` (a dev
# dependency, absent from this image) to serve the sources in development.
# CHECKPOINT_DISABLE: the Prisma CLI (release command) does not call Prisma's version-check service.
ENV NODE_ENV=production \
    PORT=3000 \
    CHECKPOINT_DISABLE=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false

# No apt packages: nothing here needs OpenSSL or system CA certificates. Node carries its own CA
# store (TLS to PostgreSQL, Postmark, Stripe, Cloudinary, Sentry) and Prisma runs without native
# engines (query compiler in WebAssembly at run time; WebAssembly schema engine for migrations).
# Only Prisma CLI commands on the native schema engine would need them: `PRISMA_NATIVE=1 npx
# prisma ...`, and `prisma migrate resolve` (Prisma 6.19 has no WebAssembly path for it; use
# `node prisma/scripts/migrate-deploy.mjs --rolled-back|--applied <name>` instead). That engine is
# fetched from Prisma's servers when missing and links libssl; this stage would then add:
#   RUN apt-get update && apt-get install -y --no-install-recommends openssl ca-certificates \
#       && rm -rf /var/lib/apt/lists/*

# Application files stay owned by root and read-only for the process; it writes only to /tmp
# (uploads are streamed to a temporary file before they are checked and stored).
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# package.json: `npm run start:web` / `start:worker` / `db:migrate` work in the container.
# prisma/ and prisma.config.ts: the release command (`prisma migrate deploy`, or the fallback
# `node prisma/scripts/migrate-deploy.mjs`) reads the schema and the migrations from here.
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
# resources/fonts: the Unicode font embedded in generated PDFs (baptism certificates), read at run time.
COPY resources ./resources

# The `node` user (uid 1000) comes with the official Node images. HOME is set explicitly so that
# npx (release command) has a writable home whatever the runtime sets.
USER node
ENV HOME=/home/node
EXPOSE 3000

# Start node directly, not through npm: `npm run` does not hand SIGTERM on to the app (npm 11
# exits and leaves the node process running without the signal), so the graceful stops of
# app/server/web.ts and workers/index.ts would never run. The worker uses the same image with the
# command `node build/node/worker.js` (fly.toml [processes]).
#
# No HEALTHCHECK: the worker runs from this image too and serves no HTTP. Fly checks the web
# machines with fly.toml [[http_service.checks]] (GET /healthcheck). In plain Docker, start
# containers with `docker run --init` so that node does not run as PID 1.
# The web process's V8 heap is held to 192 MB (its RSS under load stays under 300 MB; without the
# limit V8 let it grow past 450 MB before collecting): docs/performance.md.
CMD ["node", "--max-old-space-size=192", "build/node/web.js"]
