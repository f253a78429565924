// The payments export's check, loaded apart from the page (lazyResolver): zod, its English messages and the schema.
import '@sukoon/contracts/zodBrowserConfig';
import { zodResolver } from '@hookform/resolvers/zod';
import { staffExportQuerySchema } from '@sukoon/contracts/schemas/staff';

export const exportResolver = zodResolver(staffExportQuerySchema);
