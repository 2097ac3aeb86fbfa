#include <stdio.h>
int x;

int main(void)
{
	return 0;
}
