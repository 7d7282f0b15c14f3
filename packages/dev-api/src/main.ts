console.log('mpa-dev-api');
