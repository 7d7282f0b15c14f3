console.log('mpa');
