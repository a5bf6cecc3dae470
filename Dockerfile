# Airwork: one image for every instance (docs/operations.md, "Deploying").
# Build: docker build -t airwork .   Run: see compose.yaml.

# --- build: every dependency, then the web app (apps/web/dist, compressed) ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies, the server's source (run by tsx) and the built web app ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/packages/shared/src packages/shared/src
COPY --from=build /app/packages/shared/tsconfig.json packages/shared/
COPY --from=build /app/tsconfig.base.json ./
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/apps/server/tsconfig.json apps/server/
COPY --from=build /app/apps/web/dist apps/web/dist
# Not root: the process owns only its data directory (the embedded database, files on disk).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready = listening and its database answering (a load balancer's check too).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
