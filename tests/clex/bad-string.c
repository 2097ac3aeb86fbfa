char *s = "never closed;
int b = @;
char c = 'x;
