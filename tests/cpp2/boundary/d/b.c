void h(char *y) { kfree(y); }
