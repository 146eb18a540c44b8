import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::text-content.text-content');
