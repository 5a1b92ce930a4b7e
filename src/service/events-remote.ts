// The event feed and webhooks through the HTTP API (`--remote`): GET /events and /webhook.
import { HttpClient } from './http-client.js';
import type { DeliveryRecord, WebhookRecord } from '../store/contract/events.js';
import type { EventPage, EventsApi, WebhookTestResult } from './events-service.js';
import { MAX_WAIT_SECONDS } from './events-service.js';

interface Envelope<T> {
  data: T;
}

export function remoteEventsApi(options: { baseUrl: string; token: string | undefined; timeoutMs: number }): EventsApi {
  // A long poll holds the request for up to 30 s: the client waits longer than that.
  const http = new HttpClient({ ...options, timeoutMs: Math.max(options.timeoutMs, (MAX_WAIT_SECONDS + 15) * 1000) });
  return {
    async listEvents(query) {
      const params = new URLSearchParams();
      if (query.after !== undefined) params.set('after', String(query.after));
      if (query.types && query.types.length > 0) params.set('types', query.types.join(','));
      if (query.limit !== undefined) params.set('limit', String(query.limit));
      if (query.wait !== undefined) params.set('wait', String(query.wait));
      const page = await http.json<Envelope<EventPage['events']> & { next: number }>('GET', `/events?${params.toString()}`);
      return { events: page.data, next: page.next };
    },
    addWebhook: async (webhook) => (await http.json<Envelope<WebhookRecord & { secret: string }>>('POST', '/webhook', {
      url: webhook.url, events: webhook.types, ...(webhook.secret === undefined ? {} : { secret: webhook.secret }),
    })).data,
    listWebhooks: async () => (await http.json<Envelope<WebhookRecord[]>>('GET', '/webhook')).data,
    removeWebhook: async (id) => {
      await http.request('DELETE', `/webhook/${id}`);
    },
    enableWebhook: async (id) => (await http.json<Envelope<WebhookRecord>>('POST', `/webhook/${id}/enable`, {})).data,
    testWebhook: async (id) => (await http.json<Envelope<WebhookTestResult>>('POST', `/webhook/${id}/test`, {})).data,
    deliveries: async (id, limit) => (await http.json<Envelope<DeliveryRecord[]>>('GET',
      `/webhook/${id}/deliveries${limit ? `?limit=${limit}` : ''}`)).data,
  };
}
