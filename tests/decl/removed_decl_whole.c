static int a = 0;
int b __attribute__((unused)) = 0;
const int c = 0;
int d = 1;
