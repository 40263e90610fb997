# The production image: `docker build -t bizi-site .` (docs/deploy.md).
# tests/production-image.test.ts runs this file's RUN lines (the production install and the build),
# then its CMD and HEALTHCHECK, on a copy of the sources: the suite tests what the image does.

ARG NODE_VERSION=22.12.0
ARG BUN_VERSION=1.4.5

# 1. Production dependencies (package-lock.json, the one lockfile; Bun itself comes from npm),
#    then the asset build, written to dist/ once.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# postinstall applies these patches to postgres.js (patch-package).
COPY db/patches db/patches
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
# The runtime image brings its own Bun: npm's copy (~90 MB) goes once it has built the assets, with its
# links in .bin. So do the type-only packages that production dependencies name (drizzle-orm's optional
# peer bun-types with @types/node and undici-types, @types/react and csstype): declarations, no code.
# And the test files some packages publish (zod's, patch-package's): no test goes into the image.
RUN node_modules/.bin/bun src/cli/build.ts \
    && rm -rf node_modules/bun node_modules/@oven node_modules/.bin/bun node_modules/.bin/bunx \
              node_modules/bun-types node_modules/@types node_modules/csstype node_modules/undici-types \
    && find node_modules -name '*.test.ts' -type f -delete

# 2. The runtime: the same Bun, no npm, no dev dependencies, no tests; not root.
FROM oven/bun:${BUN_VERSION}-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    ASSETS_DIR=/app/shared-assets
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/package.json /app/package-lock.json /app/bunfig.toml /app/tsconfig.json ./
COPY --from=build /app/src src
COPY --from=build /app/islands islands
COPY --from=build /app/db db
COPY --from=build /app/static static
# Writable by the app user: the embedded database (when no DATABASE_URL) and the assets shared by instances.
RUN mkdir -p /app/data /app/shared-assets && chown bun:bun /app/data /app/shared-assets
USER bun
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 CMD ["bun", "src/cli/healthcheck.ts"]
# SIGTERM (docker stop): stop accepting, finish requests in flight, close the database, exit 0.
STOPSIGNAL SIGTERM
CMD ["bun", "src/server.ts"]
