// GET /api/config/public: what the SPA needs before it starts.
import { z } from 'zod';

const item = z.object({ id: z.string(), label: z.string() });
/** An instrument or genre with the pickers' images: URLs, null until drawn. */
const pickerItem = item.extend({ onImage: z.string().nullable(), offImage: z.string().nullable() });
export type PickerItem = z.infer<typeof pickerItem>;

export const publicConfigSchema = z.object({
  version: z.string(),
  demo: z.boolean(),
  appStoreUrl: z.string(),
  socialProviders: z.array(z.object({ id: z.string(), label: z.string() })),
  regions: z.array(
    z.object({ code: z.string(), country: z.string(), store: z.string(), icon: z.string() }),
  ),
  languages: z.array(item),
  instruments: z.array(pickerItem),
  genres: z.array(pickerItem),
  skillLevels: z.array(item),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  usStates: z.array(z.object({ code: z.string(), name: z.string() })),
  ageOptions: z.array(z.number()),
  musicianTypes: z.array(z.string()),
  timeZones: z.array(z.string()),
  links: z.object({
    terms: z.string(),
    privacy: z.string(),
    cookies: z.string(),
    contact: z.string(),
    social: z.array(z.object({ label: z.string(), url: z.string() })),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
