import { requestJson } from "./api";

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  /** Epoch milliseconds. */
  createdAt: number;
  lastUsedAt: number | null;
}

export interface ApiKeyUsageSeries {
  days: string[];
  keys: { id: string; name: string; prefix: string; requests: number[]; words: number[] }[];
}

export const apiKeysApi = {
  list: () => requestJson<{ keys: ApiKeySummary[] }>("/api/keys"),
  create: (name: string) => requestJson<{ id: string; name: string; prefix: string; key: string }>("/api/keys", { body: { name } }),
  revoke: (id: string) => requestJson<{ revoked: true }>(`/api/keys/${encodeURIComponent(id)}`, { method: "DELETE" }),
  usage: () => requestJson<ApiKeyUsageSeries>("/api/keys/usage"),
};
