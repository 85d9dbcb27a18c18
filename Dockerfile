# syntax=docker/dockerfile:1
# The counter back-office: the built PWA and the compiled reference backend in one image.
# docker build -t counter-backoffice . ; see compose.yaml and the README's "Deploy" section.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# The image already has Node 24: the registry's node-linux-* packages (optional) are not needed.
RUN npm install --omit=optional --no-audit --no-fund
COPY . .
# VITE_API_BASE is read at build time (a PWA on another origin); empty = same origin.
ARG VITE_API_BASE=
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/app/.data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --omit=optional --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# create-admin runs from source (tsx); it needs the server and the shared contract.
COPY server ./server
COPY src/contract ./src/contract
COPY tsconfig.base.json ./
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains within 10 s (docker stop waits 10 s by default before SIGKILL).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist-server/start.mjs", "--no-build"]
