import type { StrapiApp } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { TemplateImagesPanel } from './templateImages/ImagesPanel';

// Admin panel customisation: German is offered besides English for the editors; a template's
// edit view gets a panel to upload its pictures in one dialog (issue #31).

interface ContentManagerApis {
  addEditViewSidePanel: (panels: PanelComponent[]) => void;
}

export default {
  config: {
    locales: ['de'],
  },
  bootstrap(app: StrapiApp) {
    const contentManager = app.getPlugin('content-manager');
    (contentManager.apis as unknown as ContentManagerApis).addEditViewSidePanel([
      TemplateImagesPanel,
    ]);
  },
};
