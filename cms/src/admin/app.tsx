// Admin panel customisation: German is offered besides English for the editors.
export default {
  config: {
    locales: ['de'],
  },
  bootstrap() {},
};
