struct s {
	signed char		xy_cur[ATP_XSENSORS + ATP_YSENSORS];
	typeof(jiffies) last_touch_time;
	const char * const *pnp_ids;
	int plain;
};
