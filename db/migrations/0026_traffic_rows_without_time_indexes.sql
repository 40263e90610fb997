DROP INDEX "traffic_visitor_marks_created_idx";--> statement-breakpoint
DROP INDEX "traffic_visits_started_idx";