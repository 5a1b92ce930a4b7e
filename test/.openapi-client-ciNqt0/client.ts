import createClient from 'openapi-fetch';
import type { paths } from './api.js';
const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:9' });
export async function calls(): Promise<void> {
  await client.POST('/person', { body: {"first":"Ada","last":"Lovelace","email":"ada.lovelace@example.org"} });
  // @ts-expect-error the server refuses this call
  await client.POST('/person', { body: {"first":"Ada"} });
  await client.POST('/person', { body: {"first":"A","last":"B","nickname":"x"} });
  // @ts-expect-error the server refuses this call
  await client.POST('/person', { body: {"first":"A","last":"B","category":"IT"} });
  await client.PUT('/person', { body: {"id":1,"city":"Szeged"} });
  // @ts-expect-error the server refuses this call
  await client.PUT('/person', { body: {"city":"Szeged"} });
  await client.GET('/person/{id}', { params: { path: { id: 1 } } });
  // @ts-expect-error the server refuses this call
  await client.GET('/person/{id}', {});
  await client.GET('/person/exists', { params: { query: { email: 'ada.lovelace@example.org' } } });
  // @ts-expect-error the server refuses this call
  await client.GET('/person/exists', {});
  await client.POST('/job', { body: {"position_data_id":1,"title":"Engineer"} });
  // @ts-expect-error the server refuses this call
  await client.POST('/job', { body: {"title":"Engineer"} });
  // @ts-expect-error the server refuses this call
  await client.DELETE('/job', { body: {"id":"one"} });
  await client.POST('/project', { body: {"title":"Hiring","jobs":[1]} });
  // @ts-expect-error the server refuses this call
  await client.POST('/project', { body: {"title":5} });
  await client.POST('/person/subscription', { body: {"person_data_id":1,"job_data_id":1} });
  // @ts-expect-error the server refuses this call
  await client.POST('/parser', { body: {"file_name":"cv.txt"} });
  await client.PUT('/person/subscription', { body: {"id":1,"status":"interview","note":"ok"} });
  // @ts-expect-error the server refuses this call
  await client.PUT('/person/subscription', { body: {"id":1,"status":"promoted"} });
  await client.DELETE('/person/subscription', { body: {"person_data_id":1,"job_data_id":1} });
  // @ts-expect-error the server refuses this call
  await client.DELETE('/person/subscription', { body: {"person_data_id":1} });
  await client.GET('/job/{id}/subscription', { params: { path: { id: 1 }, query: { status: 'offer' } } });
  // @ts-expect-error the server refuses this call
  await client.GET('/job/{id}/subscription', { params: { path: { id: 1 }, query: { status: 'later' } } });
  await client.PUT('/job', { body: {"id":1,"status":"closed"} });
  // @ts-expect-error the server refuses this call
  await client.PUT('/job', { body: {"id":1,"status":"deleted"} });
  await client.GET('/job/all', {});
  await client.DELETE('/project', { body: {"id":1} });
  // @ts-expect-error the server refuses this call
  await client.DELETE('/project', { body: {} });
  await client.DELETE('/person/photo', { body: {"person_data_id":1} });
  // @ts-expect-error the server refuses this call
  await client.DELETE('/person/photo', { body: {"person_data_id":"one"} });
  await client.GET('/person', { params: { query: { city: 'Szeged', skill: ['SQL', 'Go'], limit: 10, sort: '-name' } } });
  // @ts-expect-error the server refuses this call
  await client.GET('/person', { params: { query: { limit: 'ten' } } });
  // @ts-expect-error the server refuses this call
  await client.GET('/person', { params: { query: { sort: 'salary' } } });
  await client.GET('/person/{id}/skills', { params: { path: { id: 1 } } });
  await client.PUT('/person/{id}/skills', { params: { path: { id: 1 } }, body: {"add":["SQL"],"remove":["Go"]} });
  // @ts-expect-error the server refuses this call
  await client.PUT('/person/{id}/skills', { params: { path: { id: 1 } }, body: {"add":"SQL"} });
}
