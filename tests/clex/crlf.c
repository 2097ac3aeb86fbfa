int a;
#define CRLF 1 \
	+ 2
int b;
