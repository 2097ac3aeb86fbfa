#define __user_attr MACROANNOTATION

int f(void)
{
	long y;
	char *a = (int __user_attr) x;
	char *b = (int *__user_attr) x;
	char *c = (struct s **__user_attr) x;
	return 0;
}
