int custom_api;
