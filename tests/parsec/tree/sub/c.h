extern int c;
